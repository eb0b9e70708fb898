/**
 * Types of the editor's Pattern Library (the consumer routes of DESIGN §14).
 */

export interface Library {
	id: string;
	name: string;
	domain: string;
	isEnabled: boolean;
	isDefault: boolean;
	isLocal: boolean;
}

export interface LibraryCategory {
	id: number;
	name: string;
	slug: string;
	count: number;
}

export interface Pattern {
	id: number;
	title: string;
	/** Raw block markup. */
	content: string;
	categories: string[];
}

export interface PatternPage {
	items: Pattern[];
	total: number;
	pages: number;
}

export interface PatternQuery {
	search?: string;
	category?: string;
	page?: number;
	perPage?: number;
}

export interface LibraryStyle {
	title: string;
	selector: string;
	data: unknown;
	css: string;
}

export interface StyleData {
	css: string;
	styles: LibraryStyle[];
}

export interface ImportResult {
	imported: string[];
	existing: string[];
	failed: Array< { selector: string; reason: string } >;
}

export interface ClassSummary {
	id: number;
	name: string;
	selector: string;
	status: string;
}

export type Viewport = 'desktop' | 'tablet' | 'mobile';
