//! The desktop shell is the web build in a native window. All product logic stays in the
//! frontend; the shell only registers the official plugins that the platform layer
//! (app/src/platform/tauri.ts) calls. What the window may call is granted in capabilities/.

#[cfg_attr(mobile, tauri::mobile_entry_point)]
pub fn run() {
    tauri::Builder::default()
        // File read/write for paths the user picked in a dialog (the dialog adds them to the scope).
        .plugin(tauri_plugin_fs::init())
        .plugin(tauri_plugin_dialog::init())
        .plugin(tauri_plugin_clipboard_manager::init())
        // Opens external links in the user's browser; the webview opens no windows itself.
        .plugin(tauri_plugin_opener::init())
        .run(tauri::generate_context!())
        .expect("error while running the Theme-a-roo desktop app");
}
