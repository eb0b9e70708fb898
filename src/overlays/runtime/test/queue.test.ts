/**
 * Internal dependencies
 */
import { createQueue } from '../queue';

describe( 'the standard overlay queue', () => {
	it( 'opens the first overlay at once', () => {
		const queue = createQueue();
		expect( queue.request( 'gb-overlay-1', true ) ).toBe( true );
		// It is the open one: another automatic opening waits, a visitor's replaces it.
		expect( queue.request( 'gb-overlay-2', true ) ).toBe( false );
		expect( queue.request( 'gb-overlay-3', false ) ).toBe( 'gb-overlay-1' );
	} );

	it( 'keeps automatic openings waiting, in order and once each, until the open one closes', () => {
		const queue = createQueue();
		queue.request( 'gb-overlay-1', false );
		expect( queue.request( 'gb-overlay-2', true ) ).toBe( false );
		expect( queue.request( 'gb-overlay-3', true ) ).toBe( false );
		queue.request( 'gb-overlay-2', true );
		expect( queue.release( 'gb-overlay-1' ) ).toBe( 'gb-overlay-2' );
		expect( queue.request( 'gb-overlay-2', true ) ).toBe( true );
		expect( queue.release( 'gb-overlay-2' ) ).toBe( 'gb-overlay-3' );
		expect( queue.release( 'gb-overlay-3' ) ).toBeNull();
		// Nothing is open: any opening goes ahead.
		expect( queue.request( 'gb-overlay-4', true ) ).toBe( true );
	} );

	it( 'replaces the open overlay when the visitor opens another one', () => {
		const queue = createQueue();
		queue.request( 'gb-overlay-1', false );
		expect( queue.request( 'gb-overlay-2', false ) ).toBe( 'gb-overlay-1' );
		// The replaced overlay finishing its close does not release the new one.
		expect( queue.release( 'gb-overlay-1' ) ).toBeNull();
		expect( queue.request( 'gb-overlay-3', false ) ).toBe( 'gb-overlay-2' );
	} );
} );
