/** `handback/node`: the parts that touch the file system, kept apart so the main entry runs anywhere. */
export { locateReturnMeta, readMetaField, readMetaFields, writeReturnMeta, removeReturnMetaFile as removeReturnMeta } from './node/postflight.js';
export type { LocatedReturnMeta, MetaFieldResult } from './node/postflight.js';
export { writeFileAtomic } from './node/write-atomic.js';
export type { WriteOptions, WriteResult, WriteRefusal } from './node/write-atomic.js';
export { createArtifactCheck } from './node/artifact-check.js';
export { readTranscriptFile } from './node/read-transcript.js';
export type { ReadTranscriptFileOptions, TranscriptFileRead } from './node/read-transcript.js';
export { loadConfigFile, createConfigLoader } from './node/load-config.js';
export type { LoadedConfig, ConfigLoader } from './node/load-config.js';
