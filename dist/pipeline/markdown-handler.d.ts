import type { KindHandler } from './kind-handler.js';
export declare const markdownHandler: KindHandler;
