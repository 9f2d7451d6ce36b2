/**
 * The visitor's chat token, kept for the tab's life (sessionStorage): a reload keeps the chat, a new
 * tab starts another. Storage that throws (private mode) just means no chat survives a reload.
 */
const KEY = 'recepta.demo.chat';

export function readDemoToken(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function writeDemoToken(token: string | null): void {
  try {
    if (token === null) window.sessionStorage.removeItem(KEY);
    else window.sessionStorage.setItem(KEY, token);
  } catch {
    // Not remembered: the chat lasts as long as the page.
  }
}
