/**
 * External dependencies
 */
import type { FormEvent } from 'react';

/**
 * WordPress dependencies
 */
import { Button, Card, CardBody, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { flagDefinitions } from '../flags';
import type { FlagName, FlagValues } from '../types';
import { acfBlocked, flagHelp, type FlagHelpContext } from './flag-help';

export interface FlagsFormProps {
	values: FlagValues;
	/** Whether the values differ from the stored ones. */
	changed: boolean;
	/** Whether a save is running. */
	saving: boolean;
	context: FlagHelpContext;
	onChange: ( name: FlagName, on: boolean ) => void;
	onSubmit: ( event: FormEvent ) => void;
}

/**
 * The Features card: a toggle per feature flag, and the Save settings button.
 *
 * @param props          Component props.
 * @param props.values   The values being edited.
 * @param props.changed  Whether they differ from the stored ones.
 * @param props.saving   Whether a save is running.
 * @param props.context  The site's state the help texts depend on.
 * @param props.onChange Sets a flag.
 * @param props.onSubmit Saves.
 */
export function FlagsForm( {
	values,
	changed,
	saving,
	context,
	onChange,
	onSubmit,
}: FlagsFormProps ) {
	return (
		<form className="gblocks-pro-settings" onSubmit={ onSubmit }>
			<Card>
				<CardBody>
					<h2 className="gblocks-pro-settings__heading">
						{ __( 'Features', 'gblocks-pro' ) }
					</h2>
					{ flagDefinitions().map( ( flag ) => (
						<div
							key={ flag.name }
							className="gblocks-pro-settings__flag"
						>
							<ToggleControl
								__nextHasNoMarginBottom
								label={ flag.label }
								help={ flagHelp(
									flag,
									values[ flag.name ],
									context
								) }
								checked={ values[ flag.name ] }
								disabled={
									saving ||
									( acfBlocked( flag, context.acfActive ) &&
										! values[ flag.name ] )
								}
								onChange={ ( on: boolean ) =>
									onChange( flag.name, on )
								}
							/>
						</div>
					) ) }
				</CardBody>
			</Card>
			<div className="gblocks-pro-settings__actions">
				<Button
					variant="primary"
					type="submit"
					isBusy={ saving }
					disabled={ ! changed || saving }
					accessibleWhenDisabled
				>
					{ saving
						? __( 'Saving…', 'gblocks-pro' )
						: __( 'Save settings', 'gblocks-pro' ) }
				</Button>
			</div>
		</form>
	);
}
