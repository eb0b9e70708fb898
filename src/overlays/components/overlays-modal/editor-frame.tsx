/**
 * The modal's editor view: the real block editor of the overlay in a frame, with 'Loading editor…'
 * until the frame's document has loaded.
 */

/**
 * External dependencies
 */
import type { Ref } from 'react';

/**
 * WordPress dependencies
 */
import { Spinner } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

export interface EditorFrameProps {
	/** The editor's address (with the embedded flags); read once, so a save never reloads it. */
	src: string;
	/** The frame's element, for the host's message listener (only the current view's frame). */
	frameRef?: Ref< HTMLIFrameElement >;
}

/**
 * @param props          Component props.
 * @param props.src
 * @param props.frameRef
 */
export function EditorFrame( { src, frameRef }: EditorFrameProps ) {
	const [ loaded, setLoaded ] = useState( false );
	return (
		<div className="gblocks-pro-overlays-modal__editor">
			{ ! loaded && (
				<div
					className="gblocks-pro-overlays-modal__loading"
					role="status"
				>
					<Spinner />
					{ __( 'Loading editor…', 'gblocks-pro' ) }
				</div>
			) }
			<iframe
				ref={ frameRef }
				src={ src }
				title={ __( 'Overlay Panel editor', 'gblocks-pro' ) }
				className="gblocks-pro-overlays-modal__frame"
				onLoad={ () => setLoaded( true ) }
			/>
		</div>
	);
}
