//! 'Open in a window' for the Designer's 'Your app': the main window's `window.open` of the app's
//! address opens a second native window. WebKit loads the page into it as the opener's child, so
//! `window.opener` and the proxy `window.open` returns keep working for the live protocol. Only
//! the address the editor granted at Connect opens, once; every other `window.open` is refused.

use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::Mutex;

use tauri::webview::{NewWindowFeatures, NewWindowResponse};
use tauri::{AppHandle, Manager, Runtime, State, Url, WebviewUrl, WebviewWindowBuilder};

/// The address of the app the user connected to, until a `window.open` of it takes it.
#[derive(Default)]
pub struct AppWindowGrant(Mutex<Option<Url>>);

/// Web addresses only: a file or the app's own pages must never open in a window of their own.
fn web_address(address: &str) -> Option<Url> {
    let url = Url::parse(address).ok()?;
    let web = matches!(url.scheme(), "http" | "https") && url.host_str() != Some("tauri.localhost");
    web.then_some(url)
}

#[tauri::command]
pub fn grant_app_window(address: String, grant: State<'_, AppWindowGrant>) -> Result<(), String> {
    let url = web_address(&address).ok_or("Only http:// and https:// addresses can be opened")?;
    *grant.0.lock().map_err(|error| error.to_string())? = Some(url);
    Ok(())
}

/// Labels of the app's windows; none of them is named in capabilities/, so they may call nothing.
static OPENED: AtomicU32 = AtomicU32::new(0);

/// The main window's answer to `window.open`: the granted address opens once, anything else never.
pub fn on_new_window<R: Runtime>(
    app: &AppHandle<R>,
    url: Url,
    features: NewWindowFeatures,
) -> NewWindowResponse<R> {
    let granted = match app.state::<AppWindowGrant>().0.lock() {
        Ok(mut grant) if grant.as_ref() == Some(&url) => grant.take(),
        _ => None,
    };
    if granted.is_none() || web_address(url.as_str()).is_none() {
        return NewWindowResponse::Deny;
    }
    let label = format!("your-app-{}", OPENED.fetch_add(1, Ordering::Relaxed));
    // WebKit loads the requested page itself into the returned webview (about:blank until then).
    let blank = WebviewUrl::External("about:blank".parse().expect("about:blank parses"));
    let built = WebviewWindowBuilder::new(app, label, blank)
        .title(url.as_str())
        .inner_size(1100.0, 800.0)
        .window_features(features)
        .on_document_title_changed(|window, title| {
            let _ = window.set_title(&title);
        })
        .build();
    match built {
        Ok(window) => NewWindowResponse::Create { window },
        Err(error) => {
            eprintln!("Could not open the app's window: {error}");
            NewWindowResponse::Deny
        }
    }
}
