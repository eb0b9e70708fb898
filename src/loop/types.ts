/**
 * The Loop block's attributes (src/loop/block.json) and its preview.
 */

import type { LoopAttributes } from './block.generated';

/**
 * The attributes, generated from block.json: meta_key_id is 'current' or a post id; posts_per_page -1
 * means all items (offset is then ignored).
 */
export type { LoopAttributes };

export type LoopQueryType = LoopAttributes[ 'queryType' ];

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
