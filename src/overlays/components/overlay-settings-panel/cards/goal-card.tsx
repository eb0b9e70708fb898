/**
 * WordPress dependencies
 */
import {
	Button,
	RadioControl,
	SelectControl,
	TextControl,
	ToggleControl,
	VisuallyHidden,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { clamp, common, settingField, sized, type CardProps } from '../fields';
import {
	conversionSnippet,
	goalErrors,
	insightsUrl,
	isValidPath,
} from '../goal';
import { isValidSelector } from '../selector';
import { useCopy } from '../use-copy';
import { Group } from './group';

/**
 * A text field of the goal with its help, or its error instead (read with the field, marked invalid).
 *
 * @param props          Props.
 * @param props.label    The label.
 * @param props.help     The help.
 * @param props.error    The error ('' when the value is fine).
 * @param props.value    The value.
 * @param props.onChange Sets it.
 */
function GoalText( {
	label,
	help,
	error,
	value,
	onChange,
}: {
	label: string;
	help?: string;
	error: string;
	value: string;
	onChange: ( value: string ) => void;
} ) {
	return (
		<TextControl
			{ ...sized }
			className={ error ? 'gblocks-pro-goal__invalid' : undefined }
			label={ label }
			help={ error || help }
			aria-invalid={ error ? true : undefined }
			maxLength={ 200 }
			value={ value }
			onChange={ onChange }
		/>
	);
}

/**
 * The line of JavaScript that records a conversion, as code that wraps, with a Copy button.
 *
 * @param props        Props.
 * @param props.postId The overlay's id.
 */
function EventSnippet( { postId }: { postId: number | null } ) {
	const code = conversionSnippet( postId );
	const [ state, copy ] = useCopy( code );
	return (
		<div className="gblocks-pro-goal-snippet">
			<p className="gblocks-pro-goal-snippet__help">
				{ __(
					'Run this line on the page when the visitor converts, for example in a form plugin’s success callback:',
					'gblocks-pro'
				) }
			</p>
			<code className="gblocks-pro-goal-snippet__code">{ code }</code>
			<Button __next40pxDefaultSize variant="secondary" onClick={ copy }>
				{ state === 'copied'
					? __( 'Copied!', 'gblocks-pro' )
					: __( 'Copy', 'gblocks-pro' ) }
			</Button>
			{ state === 'failed' && (
				<p className="gblocks-pro-goal-snippet__error" role="alert">
					{ __(
						'The browser did not allow copying. Select the code and copy it with Ctrl+C (⌘+C on a Mac).',
						'gblocks-pro'
					) }
				</p>
			) }
		</div>
	);
}

/**
 * The fields of the chosen goal: the selector and where it is clicked, the page and the minutes, the
 * event's snippet.
 *
 * @param props        Props.
 * @param props.meta   The overlay's settings.
 * @param props.set    Their setter.
 * @param props.postId The overlay's id.
 */
function GoalFields( {
	meta,
	set,
	postId,
}: CardProps & { postId: number | null } ) {
	const type = meta._gb_overlay_goal_type ?? 'click';
	const errors = goalErrors( meta );
	const selector = settingField( 'goal_selector' );
	const scope = settingField( 'goal_scope' );
	const path = settingField( 'goal_path' );
	const minutes = settingField( 'goal_minutes' );
	if ( type === 'selector' ) {
		return (
			<>
				<GoalText
					label={ selector.label }
					help={ selector.help }
					error={ errors.selector }
					value={ meta._gb_overlay_goal_selector ?? '' }
					onChange={ ( value ) =>
						set( '_gb_overlay_goal_selector', value )
					}
				/>
				<RadioControl
					label={ scope.label }
					selected={ meta._gb_overlay_goal_scope ?? scope.default }
					options={ scope.options }
					onChange={ ( value ) =>
						set( '_gb_overlay_goal_scope', value )
					}
				/>
			</>
		);
	}
	if ( type === 'page' ) {
		return (
			<>
				<GoalText
					label={ path.label }
					help={ path.help }
					error={ errors.path }
					value={ meta._gb_overlay_goal_path ?? '' }
					onChange={ ( value ) =>
						set( '_gb_overlay_goal_path', value )
					}
				/>
				<TextControl
					{ ...sized }
					type="number"
					{ ...minutes.range }
					label={ minutes.label }
					help={ minutes.help }
					value={ String(
						meta._gb_overlay_goal_minutes ?? minutes.default
					) }
					onChange={ ( value ) =>
						set(
							'_gb_overlay_goal_minutes',
							clamp( value, minutes.range )
						)
					}
				/>
			</>
		);
	}
	return type === 'event' ? <EventSnippet postId={ postId } /> : null;
}

/**
 * The "Goal" card: whether the overlay is counted, what counts as its conversion (with the fields of
 * that goal, and inline errors the editor does not save with), and a link to its Insights view.
 *
 * @param props             Props.
 * @param props.meta        The overlay's settings.
 * @param props.set         Their setter.
 * @param props.postId      The overlay's id.
 * @param props.overlaysUrl The Overlay Panels page ('' when the user cannot open it: no link).
 */
export function GoalCard( {
	meta,
	set,
	postId,
	overlaysUrl,
}: CardProps & { postId: number | null; overlaysUrl: string } ) {
	const enabled = settingField( 'insights_enabled' );
	const goal = settingField( 'goal_type' );
	const counted = meta._gb_overlay_insights_enabled ?? enabled.default;
	return (
		<Group title={ __( 'Goal', 'gblocks-pro' ) }>
			<ToggleControl
				{ ...common }
				label={ enabled.label }
				help={ enabled.help }
				checked={ counted }
				onChange={ ( checked ) =>
					set( '_gb_overlay_insights_enabled', checked )
				}
			/>
			<SelectControl
				{ ...sized }
				label={ goal.label }
				help={ goal.help }
				value={ meta._gb_overlay_goal_type ?? goal.default }
				options={ goal.options }
				onChange={ ( value ) => {
					set( '_gb_overlay_goal_type', value );
					// A field that is hidden with its kind keeps no error the editor would not save with.
					if (
						! isValidSelector(
							meta._gb_overlay_goal_selector ?? ''
						)
					) {
						set( '_gb_overlay_goal_selector', '' );
					}
					if ( ! isValidPath( meta._gb_overlay_goal_path ?? '' ) ) {
						set( '_gb_overlay_goal_path', '' );
					}
				} }
			/>
			<GoalFields meta={ meta } set={ set } postId={ postId } />
			{ overlaysUrl && postId ? (
				<Button
					__next40pxDefaultSize
					variant="secondary"
					className="gblocks-pro-goal__insights"
					href={ insightsUrl( overlaysUrl, postId ) }
					target="_blank"
					rel="noopener"
				>
					{ __( 'Insights', 'gblocks-pro' ) }
					<VisuallyHidden as="span">
						{
							/* translators: accessibility text */
							__( '(opens in a new tab)', 'gblocks-pro' )
						}
					</VisuallyHidden>
				</Button>
			) : null }
		</Group>
	);
}
