/**
 * The Usage module: where something is used. The answer's types (one shape for every usage route),
 * the hook that loads it through a feature's route, and the modal that shows it. Features import it;
 * it imports only src/shared.
 */
export type {
	UsageItem,
	UsageSection,
	UsageResponse,
	UsageQuery,
} from './types';
export { useUsage, type UseUsageOptions } from './use-usage';
export {
	SharedUsageModal,
	usageErrorText,
	type SharedUsageModalProps,
} from './usage-modal';
