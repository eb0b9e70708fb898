export { createQueryClient } from './client';
export * from './constants';
export * from './keys';
