export { createQueryClient } from './client';
export * from './constants';
