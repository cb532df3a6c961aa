//! Reads the response headers that decide whether a page may be shown in a frame
//! (`X-Frame-Options`, `Content-Security-Policy`), so the Designer can say a page refuses to be
//! framed instead of waiting for a hello that cannot come. Whether they refuse the editor is
//! decided in the frontend (app/src/features/live/frame-refusal.ts). Plain http only, the usual
//! address of an app in development: the shell carries no TLS client, so https is not checked.

use std::io::{Read, Write};
use std::net::{TcpStream, ToSocketAddrs};
use std::time::Duration;

use serde::Serialize;
use tauri::Url;

const TIMEOUT: Duration = Duration::from_secs(3);
const MAX_HEADER_BYTES: usize = 64 * 1024;
const MAX_REDIRECTS: usize = 5;

#[derive(Debug, Default, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct FrameHeaders {
    x_frame_options: Vec<String>,
    content_security_policy: Vec<String>,
}

struct Response {
    status: u16,
    headers: Vec<(String, String)>,
}

/// The status and headers of an HTTP/1.x response head (up to the blank line).
fn parse_head(head: &str) -> Option<Response> {
    let mut lines = head.split("\r\n");
    let status = lines.next()?.split(' ').nth(1)?.parse().ok()?;
    let headers = lines
        .filter_map(|line| line.split_once(':'))
        .map(|(name, value)| (name.trim().to_ascii_lowercase(), value.trim().to_string()))
        .collect();
    Some(Response { status, headers })
}

fn values(response: &Response, name: &str) -> Vec<String> {
    let named = response.headers.iter().filter(|(header, _)| header == name);
    named.map(|(_, value)| value.clone()).collect()
}

fn request_head(url: &Url) -> Result<Response, String> {
    let host = url.host_str().ok_or("The address names no host")?;
    let port = url.port_or_known_default().unwrap_or(80);
    let socket = (host, port)
        .to_socket_addrs()
        .map_err(|error| error.to_string())?
        .next()
        .ok_or("The host has no address")?;
    let mut stream = TcpStream::connect_timeout(&socket, TIMEOUT).map_err(|e| e.to_string())?;
    stream.set_read_timeout(Some(TIMEOUT)).map_err(|e| e.to_string())?;
    let path = &url[url::Position::BeforePath..url::Position::AfterQuery];
    let authority = &url[url::Position::BeforeHost..url::Position::AfterPort];
    let request = format!(
        "GET {path} HTTP/1.1\r\nHost: {authority}\r\nAccept: text/html\r\nConnection: close\r\n\r\n"
    );
    stream.write_all(request.as_bytes()).map_err(|e| e.to_string())?;
    let mut head = Vec::new();
    let mut chunk = [0u8; 4096];
    while !head.windows(4).any(|window| window == b"\r\n\r\n") {
        let read = stream.read(&mut chunk).map_err(|e| e.to_string())?;
        if read == 0 || head.len() > MAX_HEADER_BYTES {
            break;
        }
        head.extend_from_slice(&chunk[..read]);
    }
    let text = String::from_utf8_lossy(&head);
    let end = text.find("\r\n\r\n").ok_or("The server sent no complete response head")?;
    parse_head(&text[..end]).ok_or_else(|| "The server's answer is not HTTP".to_string())
}

/// The framing headers of the page the address ends on, after its redirects, as a frame would.
fn read(address: &str) -> Result<FrameHeaders, String> {
    let mut url = Url::parse(address).map_err(|error| error.to_string())?;
    for _ in 0..=MAX_REDIRECTS {
        if url.scheme() != "http" {
            return Err(format!("{} addresses are not checked", url.scheme()));
        }
        let response = request_head(&url)?;
        let location = values(&response, "location").into_iter().next();
        match (response.status, location) {
            (301 | 302 | 303 | 307 | 308, Some(next)) => {
                url = url.join(&next).map_err(|error| error.to_string())?
            }
            _ => {
                return Ok(FrameHeaders {
                    x_frame_options: values(&response, "x-frame-options"),
                    content_security_policy: values(&response, "content-security-policy"),
                })
            }
        }
    }
    Err("Too many redirects".to_string())
}

#[tauri::command]
pub async fn read_frame_headers(address: String) -> Result<FrameHeaders, String> {
    tauri::async_runtime::spawn_blocking(move || read(&address))
        .await
        .map_err(|error| error.to_string())?
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_every_framing_header_of_a_response_head() {
        let head = "HTTP/1.1 200 OK\r\nX-Frame-Options: DENY\r\ncontent-security-policy: frame-ancestors 'none'\r\nContent-Security-Policy: default-src 'self'";
        let response = parse_head(head).expect("a response head");
        assert_eq!(response.status, 200);
        assert_eq!(values(&response, "x-frame-options"), ["DENY"]);
        assert_eq!(
            values(&response, "content-security-policy"),
            ["frame-ancestors 'none'", "default-src 'self'"]
        );
    }

    #[test]
    fn refuses_to_check_anything_but_http() {
        assert!(read("https://example.com/").is_err());
        assert!(read("file:///etc/passwd").is_err());
    }
}
