/**
 * The Loop block's attributes (src/loop/block.json) and its preview.
 */

export type LoopQueryType = 'post_meta' | 'option';

export interface LoopAttributes {
	queryType: LoopQueryType;
	meta_key: string;
	/** 'current' or a post id. */
	meta_key_id: string;
	/** -1: all items. */
	posts_per_page: number;
	/** Ignored when posts_per_page is -1. */
	offset: number;
}

/** GET generateblocks-pro/v1/loop/preview. */
export interface LoopPreviewItem {
	/** 1-based. */
	index: number;
	item: unknown;
	/** The item as text. */
	preview: string;
}

/** What is stored under the key: an array, nothing, or another value (a loop needs an array). */
export type LoopValueType = 'array' | 'none' | 'other';

export interface LoopPreview {
	items: LoopPreviewItem[];
	/** Items the loop would show. */
	total: number;
	valueType: LoopValueType;
}
