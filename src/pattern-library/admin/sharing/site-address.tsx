/**
 * WordPress dependencies
 */
import { TextControl } from '@wordpress/components';
import { useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { CopyButton } from '../components/copy-button';
import { SectionCard } from '../components/section-card';
import { siteUrl } from '../lib';

/**
 * This site's address, which another site enters as Domain, with a Copy button.
 */
export function SiteAddress() {
	const url = siteUrl();
	const field = useRef< HTMLInputElement >( null );
	return (
		<SectionCard title={ __( 'This site’s address', 'gblocks-pro' ) }>
			<p id="gblocks-pro-site-address-help">
				{ __(
					'Another site adds this library with this address as Domain and one of the keys below as Public key.',
					'gblocks-pro'
				) }
			</p>
			<div className="gblocks-pro-pattern-library__inline">
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					ref={ field }
					label={ __( 'Domain', 'gblocks-pro' ) }
					value={ url }
					onChange={ () => undefined }
					readOnly
					aria-describedby="gblocks-pro-site-address-help"
					onFocus={ ( event ) => event.target.select() }
				/>
				<CopyButton
					text={ url }
					label={ __( 'Copy the address', 'gblocks-pro' ) }
					field={ () => field.current }
				/>
			</div>
		</SectionCard>
	);
}
