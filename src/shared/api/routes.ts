/**
 * Route bases of the plugin's namespaces (SPEC §7).
 */
export const CONDITIONS_NAMESPACE =
	'/generateblocks-pro/advanced-conditions/v1';
export const OVERLAYS_NAMESPACE = '/generateblocks-pro/overlays/v1';
export const PRO_NAMESPACE = '/generateblocks-pro/v1';
