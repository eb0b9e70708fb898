/**
 * One standard overlay at a time. An automatic opening waits while another standard overlay is open; a
 * visitor's own action replaces the open one.
 */
/**
 * true: open it; false: it waits; an id: open it after closing that overlay (fewer bytes than objects,
 * for the runtime's size budget).
 */
export type QueueAnswer = boolean | string;

/** What is open shows in the answers only: the bundle carries nothing the runtime does not call. */
export interface OverlayQueue {
	/** Asks to open an overlay; automatic openings wait their turn. */
	request: ( id: string, automatic: boolean ) => QueueAnswer;
	/** An overlay closed: the next waiting one, if any, becomes current and is returned. */
	release: ( id: string ) => string | null;
}

export function createQueue(): OverlayQueue {
	let current: string | null = null;
	const waiting: string[] = [];
	return {
		request( id, automatic ) {
			if ( current === null || current === id ) {
				current = id;
				return true;
			}
			if ( automatic ) {
				if ( ! waiting.includes( id ) ) {
					waiting.push( id );
				}
				return false;
			}
			const close = current;
			current = id;
			return close;
		},
		release( id ) {
			if ( current !== id ) {
				return null;
			}
			current = waiting.shift() ?? null;
			return current;
		},
	};
}
