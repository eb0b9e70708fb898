/**
 * Internal dependencies
 */
import { isGbMessage, listen, listenToFrame, post, postToParent } from '..';

function dispatch( data: unknown, origin = window.location.origin ) {
	window.dispatchEvent( new MessageEvent( 'message', { data, origin } ) );
}

describe( 'shared messages', () => {
	it( 'posts with this site’s origin as the target origin, never "*"', () => {
		const target = { postMessage: jest.fn() };
		post( target, { type: 'gb_unsaved_changes', hasChanges: true } );
		expect( target.postMessage ).toHaveBeenCalledWith(
			{ type: 'gb_unsaved_changes', hasChanges: true },
			window.location.origin
		);
		expect( window.location.origin ).not.toBe( '*' );
	} );

	it( 'does nothing without a target, and postToParent does nothing outside a frame', () => {
		expect( () =>
			post( null, { type: 'gb_overlay_saved' } )
		).not.toThrow();
		const spy = jest.spyOn( window, 'postMessage' );
		postToParent( { type: 'gb_close_overlay' } );
		expect( spy ).not.toHaveBeenCalled();
		spy.mockRestore();
	} );

	it( 'hands over only messages of the wanted types from this origin, and stops on unsubscribe', () => {
		const handler = jest.fn();
		const stop = listen(
			[ 'gb_invalidate_conditions', 'gb_unsaved_changes' ],
			handler
		);

		dispatch( { type: 'gb_invalidate_conditions' } );
		dispatch( { type: 'gb_unsaved_changes', hasChanges: false } );
		// Another origin, another type, a wrong shape, not an object: ignored.
		dispatch( { type: 'gb_invalidate_conditions' }, 'https://evil.test' );
		dispatch( { type: 'gb_overlay_saved' } );
		dispatch( { type: 'gb_unsaved_changes', hasChanges: 'yes' } );
		dispatch( 'gb_invalidate_conditions' );
		dispatch( null );

		expect( handler ).toHaveBeenCalledTimes( 2 );
		expect( handler.mock.calls[ 0 ][ 0 ] ).toEqual( {
			type: 'gb_invalidate_conditions',
		} );
		expect( handler.mock.calls[ 1 ][ 0 ] ).toEqual( {
			type: 'gb_unsaved_changes',
			hasChanges: false,
		} );

		stop();
		dispatch( { type: 'gb_invalidate_conditions' } );
		expect( handler ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'recognises each message type by its shape', () => {
		expect( isGbMessage( { type: 'gb_close_overlay' } ) ).toBe( true );
		expect( isGbMessage( { type: 'gb_overlay_saved' } ) ).toBe( true );
		expect(
			isGbMessage( { type: 'gb_unsaved_changes', hasChanges: true } )
		).toBe( true );
		expect( isGbMessage( { type: 'gb_unsaved_changes' } ) ).toBe( false );
		expect( isGbMessage( { type: 'gb_other' } ) ).toBe( false );
		expect( isGbMessage( [] ) ).toBe( false );
	} );

	it( 'accepts an optional positive integer id on gb_overlay_saved, and nothing else there', () => {
		expect( isGbMessage( { type: 'gb_overlay_saved', id: 12 } ) ).toBe(
			true
		);
		expect( isGbMessage( { type: 'gb_overlay_saved', id: '12' } ) ).toBe(
			false
		);
		expect( isGbMessage( { type: 'gb_overlay_saved', id: 0 } ) ).toBe(
			false
		);
		expect( isGbMessage( { type: 'gb_overlay_saved', id: 1.5 } ) ).toBe(
			false
		);
		expect( isGbMessage( { type: 'gb_overlay_saved', id: null } ) ).toBe(
			false
		);
	} );

	it( 'listenToFrame accepts only messages whose source is that frame’s window, from this origin', () => {
		const frame = document.createElement( 'iframe' );
		const other = document.createElement( 'iframe' );
		document.body.append( frame, other );
		const handler = jest.fn();
		let sender: Window | null = frame.contentWindow;
		const stop = listenToFrame(
			() => sender,
			[ 'gb_unsaved_changes' ],
			handler
		);
		const send = (
			source: Window | null,
			origin = window.location.origin
		) =>
			window.dispatchEvent(
				new MessageEvent( 'message', {
					data: { type: 'gb_unsaved_changes', hasChanges: true },
					origin,
					source,
				} )
			);

		send( frame.contentWindow );
		// Another frame of this origin, no source, the right frame but another origin: ignored.
		send( other.contentWindow );
		send( null );
		send( frame.contentWindow, 'http://localhost.evil' );
		expect( handler ).toHaveBeenCalledTimes( 1 );

		// No frame yet (or any more): nothing is accepted.
		sender = null;
		send( frame.contentWindow );
		expect( handler ).toHaveBeenCalledTimes( 1 );

		stop();
		sender = frame.contentWindow;
		send( frame.contentWindow );
		expect( handler ).toHaveBeenCalledTimes( 1 );
		frame.remove();
		other.remove();
	} );
} );
