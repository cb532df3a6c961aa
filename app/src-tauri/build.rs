fn main() {
    // Reads tauri.conf.json and capabilities/, checks the permissions and embeds the icons. The
    // app's own commands get permissions of their own (allow-<command>), granted like a plugin's.
    tauri_build::try_build(tauri_build::Attributes::new().app_manifest(
        tauri_build::AppManifest::new().commands(&["grant_app_window", "read_frame_headers"]),
    ))
    .expect("failed to run the Tauri build script");
}
