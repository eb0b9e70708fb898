/**
 * The page config the counting script reads (INSIGHTS contract; printed by Insights\Page_Config) and the
 * events it queues (the wire's "e" entries).
 */
export interface InsightsGoal {
	/** Missing: click. */
	type?: 'click' | 'selector' | 'form' | 'page' | 'event';
	selector?: string;
	scope?: 'overlay' | 'page';
}

export interface InsightsConfig {
	/** The collection endpoint, absolute. */
	url: string;
	v: number;
	/** The request path, as signed. */
	p: string;
	/** The overlay ids this page may count. */
	o: number[];
	/** The signature over v|p|o. */
	s: string;
	/** Every counted overlay printed on the page (page-visit goals of this page are in visits only). */
	goals: Record< string, InsightsGoal >;
	/** Overlays whose goal is a visit to this page: their minutes. */
	visits: Record< string, number >;
	/** Honour Do Not Track and Global Privacy Control. */
	dnt?: boolean;
	/** The WP Consent API is active: wait for 'statistics'. */
	consent?: boolean;
}

export type Queued =
	[ 'view' | 'conversion', number ] | [ 'close', number, string ];

declare global {
	interface Window {
		gblocksProInsights?: InsightsConfig;
		/** The WP Consent API's browser function. */
		wp_has_consent?: ( category: string ) => boolean;
	}
	interface Navigator {
		globalPrivacyControl?: boolean;
	}
	interface Document {
		prerendering?: boolean;
	}
}
