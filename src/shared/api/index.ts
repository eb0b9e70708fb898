export { ApiError, isApiError } from './api-error';
export {
	messageFrom,
	request,
	requestCore,
	requestEnvelope,
	requestPaged,
} from './client';
export type {
	Envelope,
	Paged,
	RequestOptions,
	WordPressErrorBody,
} from './types';
export * as routes from './routes';
export { decodeEntities, renderedText } from './rendered';
