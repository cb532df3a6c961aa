import { fileTooLargeError, type OpenedTextFile, type Platform } from './platform'

function pickFile(accept: string): Promise<File | null> {
  return new Promise((resolve) => {
    const input = document.createElement('input')
    input.type = 'file'
    input.accept = accept
    input.style.display = 'none'
    input.addEventListener('change', () => {
      resolve(input.files?.[0] ?? null)
      input.remove()
    })
    input.addEventListener('cancel', () => {
      resolve(null)
      input.remove()
    })
    document.body.append(input)
    input.click()
  })
}

function download(fileName: string, blob: Blob) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // Give the browser a moment to start the download before releasing the blob.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

export const webPlatform: Platform = {
  kind: 'web',
  async openThemeFile(maxBytes, kinds = 'theme-o-rama'): Promise<OpenedTextFile | null> {
    const file = await pickFile(
      kinds === 'importable' ? '.json,.css,application/json,text/css' : '.json,application/json',
    )
    if (!file) return null
    if (file.size > maxBytes) throw fileTooLargeError(maxBytes)
    return { name: file.name, text: await file.text() }
  },
  saveTextFile(defaultName, text, mimeType = 'application/json') {
    download(defaultName, new Blob([text], { type: mimeType }))
    return Promise.resolve(true)
  },
  saveBinaryFile(defaultName, data) {
    download(defaultName, data)
    return Promise.resolve(true)
  },
  writeClipboardText: (text) => navigator.clipboard.writeText(text),
  readClipboardText: () => navigator.clipboard.readText(),
  openExternal(url) {
    window.open(url, '_blank', 'noopener,noreferrer')
    return Promise.resolve()
  },
}
