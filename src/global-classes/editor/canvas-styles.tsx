/**
 * Previews the global classes the post's blocks use: their published CSS (GET global-classes/get_css,
 * one request per class, cached) in the editor canvas, in the classes' list order, kept there when the
 * canvas iframe is created or recreated (device preview).
 */

/**
 * External dependencies
 */
import { useQueries, useQuery } from '@tanstack/react-query';

/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { useCanvasStyle } from '../../editor/canvas-styles';
import { blockEditorStore } from '../../editor/stores';
import { fetchClassCss, fetchClassSummaries } from '../api';
import { inListOrder, usedClasses } from '../lib/block-classes';
import { globalClassKeys } from '../query-keys';

export const CANVAS_STYLE_ID = 'gblocks-pro-global-classes-canvas';

export function GlobalClassesCanvas() {
	const used = useSelect( ( select ) => {
		const store = select( blockEditorStore );
		return usedClasses(
			store
				.getClientIdsWithDescendants()
				.map( ( id ) => store.getBlockAttributes( id ) )
		).join( ' ' );
	}, [] );
	const names = used ? used.split( ' ' ) : [];
	const summaries = useQuery( {
		queryKey: globalClassKeys.summaries(),
		queryFn: fetchClassSummaries,
		enabled: names.length > 0,
	} );
	// Only published classes have CSS: asking for a deleted or draft class (a block may keep its
	// name) would be a 404 in the console on every load.
	const published = ( summaries.data ?? [] )
		.filter( ( item ) => item.status === 'publish' )
		.map( ( item ) => item.name );
	const ordered = inListOrder( names, published ).filter( ( name ) =>
		published.includes( name )
	);
	const results = useQueries( {
		queries: ordered.map( ( name ) => ( {
			queryKey: globalClassKeys.css( name ),
			queryFn: () => fetchClassCss( name ),
		} ) ),
	} );
	const css = results
		.map( ( result ) => result.data ?? '' )
		.filter( Boolean )
		.join( '\n' );

	useCanvasStyle( CANVAS_STYLE_ID, css );

	return null;
}
