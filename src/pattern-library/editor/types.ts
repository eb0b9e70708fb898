/**
 * Types of the editor's Pattern Library. The wire types of the library routes are in
 * ../shared/types.ts.
 */

export type { Library, LibraryPattern as Pattern } from '../shared/types';

/** An item of GET generateblocks-pro/v1/global-classes. */
export interface ClassSummary {
	id: number;
	name: string;
	selector: string;
	status: string;
}

export type Viewport = 'desktop' | 'tablet' | 'mobile';
