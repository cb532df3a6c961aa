//! The desktop shell is the web build in a native window. All product logic stays in the
//! frontend; the shell registers the official plugins that the platform layer
//! (app/src/platform/tauri.ts) calls, and two small commands for the Designer's 'Your app'
//! (app_window.rs, frame_headers.rs). What the window may call is granted in capabilities/.

mod app_window;
mod frame_headers;

use tauri::WebviewWindowBuilder;

#[cfg_attr(mobile, tauri::mobile_entry_point)]
pub fn run() {
    tauri::Builder::default()
        // File read/write for paths the user picked in a dialog (the dialog adds them to the scope).
        .plugin(tauri_plugin_fs::init())
        .plugin(tauri_plugin_dialog::init())
        .plugin(tauri_plugin_clipboard_manager::init())
        // Opens external links in the user's browser.
        .plugin(tauri_plugin_opener::init())
        .manage(app_window::AppWindowGrant::default())
        .invoke_handler(tauri::generate_handler![
            app_window::grant_app_window,
            frame_headers::read_frame_headers
        ])
        .setup(|app| {
            // The main window is built here rather than from the config alone, to answer its
            // window.open (see app_window.rs).
            let config = app
                .config()
                .app
                .windows
                .iter()
                .find(|window| window.label == "main")
                .cloned()
                .ok_or("tauri.conf.json names no main window")?;
            let handle = app.handle().clone();
            WebviewWindowBuilder::from_config(app.handle(), &config)?
                .on_new_window(move |url, features| {
                    app_window::on_new_window(&handle, url, features)
                })
                .build()?;
            Ok(())
        })
        .run(tauri::generate_context!())
        .expect("error while running the Theme-a-roo desktop app");
}
