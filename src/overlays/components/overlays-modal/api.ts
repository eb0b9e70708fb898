/**
 * What the modal reads itself: the title of the overlay in its editor view (its header says
 * 'Edit Overlay Panel: {title}'). Keyed under OVERLAYS_ROOT, so a save's invalidation refreshes it.
 */

/**
 * External dependencies
 */
import { useQuery } from '@tanstack/react-query';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';

/**
 * Internal dependencies
 */
import { requestCore } from '../../../shared/api/client';
import { OVERLAYS_ROOT } from '../../../shared/query/keys';

interface OverlayTitleWire {
	title?: { raw?: string; rendered?: string };
}

export const overlaysModalApi = {
	/**
	 * The overlay's raw title (GET /wp/v2/gblocks_overlay/{id}?context=edit).
	 *
	 * @param id The overlay id.
	 */
	title: async ( id: number ): Promise< string > => {
		const body = await requestCore< OverlayTitleWire >(
			{
				path: addQueryArgs( `/wp/v2/gblocks_overlay/${ id }`, {
					context: 'edit',
					_fields: 'id,title',
				} ),
			},
			__( 'Failed to fetch overlay panel', 'gblocks-pro' )
		);
		return body.title?.raw ?? body.title?.rendered ?? '';
	},
};

export const overlayTitleKey = ( id: number ) =>
	[ ...OVERLAYS_ROOT, 'modal-title', id ] as const;

/**
 * The title of an overlay, or undefined while unknown (no id, loading, failed).
 *
 * @param id The overlay id, or null.
 */
export function useOverlayTitle( id: number | null ): string | undefined {
	const { data } = useQuery( {
		queryKey: overlayTitleKey( id ?? 0 ),
		queryFn: () => overlaysModalApi.title( id as number ),
		enabled: id !== null,
	} );
	return id === null ? undefined : data;
}
