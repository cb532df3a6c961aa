// Release builds on Windows open no console window beside the app window.
#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

fn main() {
    theme_a_roo_lib::run()
}
