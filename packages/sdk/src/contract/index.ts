export * from './codes.ts';
export * from './endpoints.ts';
export * from './schemas/index.ts';
export * from './schemas/common.ts';
