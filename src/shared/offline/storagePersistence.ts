/**
 * Asks the browser to keep this site's storage (offline shell, saved pages,
 * queued posts) under storage pressure. Asked once the app is installed or
 * on the user's first interaction, when the browser is likeliest to agree.
 */
export function watchStoragePersistence(): void {
  const storage = navigator.storage as StorageManager | undefined;
  if (!storage?.persist || !storage.persisted) return;
  let asked = false;
  const ask = () => {
    if (asked) return;
    asked = true;
    window.removeEventListener('pointerdown', ask);
    window.removeEventListener('keydown', ask);
    void storage.persisted().then((already) => (already ? true : storage.persist()));
  };
  if (window.matchMedia('(display-mode: standalone)').matches) {
    ask();
    return;
  }
  window.addEventListener('appinstalled', ask, { once: true });
  window.addEventListener('pointerdown', ask, { once: true });
  window.addEventListener('keydown', ask, { once: true });
}
