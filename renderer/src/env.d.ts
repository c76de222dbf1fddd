/// <reference types="svelte" />
/// <reference types="vite/client" />
import type { PreloadBridge } from '@core/protocol';

declare global {
  interface Window {
    /** Set by the Electron preload; absent in browser mode. */
    readonly api?: PreloadBridge;
  }
}

export {};
