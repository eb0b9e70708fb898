/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Viewport } from './types';

const VIEWPORTS: Array< { id: Viewport; label: string } > = [
	{ id: 'desktop', label: __( 'Desktop', 'gblocks-pro' ) },
	{ id: 'tablet', label: __( 'Tablet', 'gblocks-pro' ) },
	{ id: 'mobile', label: __( 'Mobile', 'gblocks-pro' ) },
];

export function ViewportSwitch( {
	value,
	onChange,
}: {
	value: Viewport;
	onChange: ( viewport: Viewport ) => void;
} ) {
	return (
		<div
			className="gblocks-pro-pattern-library__viewports"
			role="group"
			aria-label={ __( 'Preview width', 'gblocks-pro' ) }
		>
			{ VIEWPORTS.map( ( viewport ) => (
				<Button
					key={ viewport.id }
					__next40pxDefaultSize
					variant={ value === viewport.id ? 'primary' : 'secondary' }
					aria-pressed={ value === viewport.id }
					onClick={ () => onChange( viewport.id ) }
				>
					{ viewport.label }
				</Button>
			) ) }
		</div>
	);
}
