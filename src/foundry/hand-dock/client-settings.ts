/**
 * The dock's client settings are keyed by names Deckbound declares at runtime, not in Foundry's
 * SettingConfig: one untyped view of game.settings for them, here.
 */
export interface UntypedClientSettings {
  register(namespace: string, key: string, config: Record<string, unknown>): void;
  get(namespace: string, key: string): unknown;
  set(namespace: string, key: string, value: unknown): Promise<unknown>;
}

export const clientSettings = (): UntypedClientSettings => game.settings as unknown as UntypedClientSettings;
