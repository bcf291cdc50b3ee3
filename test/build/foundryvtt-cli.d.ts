// Types for the part of @foundryvtt/foundryvtt-cli's node API the build uses (the package ships
// none); options as documented in its README.
declare module "@foundryvtt/foundryvtt-cli" {
  interface PackOptions {
    nedb?: boolean;
    yaml?: boolean;
    log?: boolean;
    recursive?: boolean;
  }
  export function compilePack(src: string, dest: string, options?: PackOptions): Promise<void>;
  export function extractPack(src: string, dest: string, options?: PackOptions & { folders?: boolean }): Promise<void>;
}
