fn main() {
    // Reads tauri.conf.json and capabilities/, checks the permissions and embeds the icons.
    tauri_build::build()
}
