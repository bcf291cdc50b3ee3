/** Put values on globalThis and take them off again. */
const installedNames = new Set<string>();

export function setGlobal(name: string, value: unknown): void {
  Object.defineProperty(globalThis, name, { value, configurable: true, writable: true, enumerable: false });
  installedNames.add(name);
}

export function removeGlobals(): void {
  for (const name of installedNames) Reflect.deleteProperty(globalThis, name);
  installedNames.clear();
}
