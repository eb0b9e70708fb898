/**
 * The mounts of the registered root effects and canvas styles (./registry): under the shell's one
 * plugin, each behind its own error boundary (an error unmounts it alone, as it would a plugin of its
 * own) and Suspense (it may be loaded on demand); a root effect that needs a plugin context of its own
 * name (ownPlugin: a document settings panel, whose preference key is `{plugin}/{panel}`) as a plugin
 * the shell registers under that name.
 */

/**
 * External dependencies
 */
import type { ComponentType, ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { Component, Suspense } from '@wordpress/element';
import { registerPlugin } from '@wordpress/plugins';

/**
 * Internal dependencies
 */
import { canvasStyles, rootEffects } from './registry';

class EffectBoundary extends Component<
	{ name: string; children: ReactNode },
	{ failed: boolean }
> {
	state = { failed: false };

	static getDerivedStateFromError() {
		return { failed: true };
	}

	componentDidCatch( error: unknown ) {
		// eslint-disable-next-line no-console
		console.error( `"${ this.props.name }" failed.`, error );
	}

	render() {
		return this.state.failed ? null : this.props.children;
	}
}

/**
 * One mounted effect.
 *
 * @param props           Props.
 * @param props.name      Its name.
 * @param props.Component Its component.
 */
function Mounted( {
	name,
	Component: Effect,
}: {
	name: string;
	Component: ComponentType;
} ) {
	return (
		<EffectBoundary name={ name }>
			<Suspense fallback={ null }>
				<Effect />
			</Suspense>
		</EffectBoundary>
	);
}

/** Every registered root effect mounted in the shell root, then every canvas style. */
export function RootEffects() {
	const inRoot = rootEffects().filter( ( effect ) => ! effect.ownPlugin );
	return (
		<>
			{ [ ...inRoot, ...canvasStyles() ].map( ( definition ) => (
				<Mounted
					key={ definition.name }
					name={ definition.name }
					Component={ definition.Component }
				/>
			) ) }
		</>
	);
}

/**
 * Registers the root effects that need a plugin of their own name, each rendered inside the editor
 * QueryClient.
 *
 * @param Provider The editor QueryClient's provider.
 */
export function registerOwnPluginEffects(
	Provider: ComponentType< { children: ReactNode } >
): void {
	rootEffects()
		.filter( ( effect ) => effect.ownPlugin )
		.forEach( ( { name, Component: Effect } ) => {
			registerPlugin( name, {
				render: () => (
					<Provider>
						<Suspense fallback={ null }>
							<Effect />
						</Suspense>
					</Provider>
				),
			} );
		} );
}
