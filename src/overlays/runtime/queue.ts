/**
 * One standard overlay at a time. An automatic opening waits while another standard overlay is open; a
 * visitor's own action replaces the open one.
 */
export type QueueAnswer =
	| { action: 'open' }
	| { action: 'wait' }
	| { action: 'replace'; close: string };

export interface OverlayQueue {
	/** Asks to open an overlay; automatic openings wait their turn. */
	request: ( id: string, automatic: boolean ) => QueueAnswer;
	/** An overlay closed: the next waiting one, if any, becomes current and is returned. */
	release: ( id: string ) => string | null;
	current: () => string | null;
}

export function createQueue(): OverlayQueue {
	let current: string | null = null;
	const waiting: string[] = [];
	return {
		request( id, automatic ) {
			if ( current === null || current === id ) {
				current = id;
				return { action: 'open' };
			}
			if ( automatic ) {
				if ( ! waiting.includes( id ) ) {
					waiting.push( id );
				}
				return { action: 'wait' };
			}
			const close = current;
			current = id;
			return { action: 'replace', close };
		},
		release( id ) {
			if ( current !== id ) {
				return null;
			}
			current = waiting.shift() ?? null;
			return current;
		},
		current: () => current,
	};
}
