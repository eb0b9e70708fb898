/**
 * The labels of close reasons and devices.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { CloseReason, Device } from './api';

/**
 * @param reason A close reason.
 */
export function closeReasonLabel( reason: CloseReason ): string {
	switch ( reason ) {
		case 'button':
			return __( 'Close button', 'gblocks-pro' );
		case 'escape':
			return __( 'Escape key', 'gblocks-pro' );
		case 'outside':
			return __( 'Click outside', 'gblocks-pro' );
		case 'trigger':
			return __( 'Trigger', 'gblocks-pro' );
		default:
			return __( 'Left the page', 'gblocks-pro' );
	}
}

/**
 * @param device A device class.
 */
export function deviceLabel( device: Device ): string {
	switch ( device ) {
		case 'tablet':
			return __( 'Tablet', 'gblocks-pro' );
		case 'mobile':
			return __( 'Mobile', 'gblocks-pro' );
		default:
			return __( 'Desktop', 'gblocks-pro' );
	}
}
