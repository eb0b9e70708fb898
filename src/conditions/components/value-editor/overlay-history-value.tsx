/**
 * External dependencies
 */
import { useQuery } from '@tanstack/react-query';

/**
 * WordPress dependencies
 */
import { SelectControl, TextControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { conditionsApi } from '../../api';
import { conditionKeys } from '../../query-keys';

export interface OverlayHistoryValueProps {
	/** 'overlay|count|days' (overlay: a post id or 'any'; days: 0 for ever). */
	value: string;
	onChange: ( value: string ) => void;
}

/**
 * The parts of a value, with the defaults a new row starts with: any overlay, once, ever.
 *
 * @param value The stored value.
 */
export function overlayHistoryParts(
	value: string
): [ string, string, string ] {
	const [ overlay = 'any', count = '1', days = '0' ] = value
		? value.split( '|' )
		: [];
	return [ overlay || 'any', count, days ];
}

/**
 * The value of an overlay rule of the visitor history: which overlay (or any), how many times, and
 * within how many days (0: ever). The overlays are listed for users who may see them; others get
 * "Any overlay" and the overlay already chosen.
 *
 * @param props          Component props.
 * @param props.value
 * @param props.onChange
 */
export function OverlayHistoryValue( {
	value,
	onChange,
}: OverlayHistoryValueProps ) {
	const [ overlay, count, days ] = overlayHistoryParts( value );
	const overlays = useQuery( {
		queryKey: conditionKeys.overlays(),
		queryFn: () => conditionsApi.overlays(),
		staleTime: 60_000,
		retry: false,
	} );
	const set = ( part: 0 | 1 | 2, next: string ) => {
		const parts = [ overlay, count, days ];
		parts[ part ] = next;
		onChange( parts.join( '|' ) );
	};
	const listed = overlays.data ?? [];
	const options = [
		{ value: 'any', label: __( 'Any overlay', 'gblocks-pro' ) },
		...listed,
	];
	if (
		overlay !== 'any' &&
		! listed.some( ( option ) => option.value === overlay )
	) {
		options.push( {
			value: overlay,
			/* translators: %s: overlay post id. */
			label: sprintf( __( 'Overlay #%s', 'gblocks-pro' ), overlay ),
		} );
	}
	let help = '';
	if ( overlays.isPending ) {
		help = __( 'Loading overlay panels…', 'gblocks-pro' );
	} else if ( overlays.isError ) {
		help = __(
			'The overlay panels could not be listed: you may choose any overlay.',
			'gblocks-pro'
		);
	}
	return (
		<div className="gblocks-pro-overlay-history-value">
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Overlay', 'gblocks-pro' ) }
				value={ overlay }
				options={ options }
				help={ help }
				onChange={ ( next ) => set( 0, next ) }
			/>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				type="number"
				min={ 0 }
				label={ __( 'Times', 'gblocks-pro' ) }
				value={ count }
				onChange={ ( next ) => set( 1, next.replace( /\D/g, '' ) ) }
			/>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				type="number"
				min={ 0 }
				label={ __( 'Within the last days', 'gblocks-pro' ) }
				help={ __(
					'0 counts every visit. Within a number of days, at most 10 times are counted.',
					'gblocks-pro'
				) }
				value={ days }
				onChange={ ( next ) => set( 2, next.replace( /\D/g, '' ) ) }
			/>
		</div>
	);
}
