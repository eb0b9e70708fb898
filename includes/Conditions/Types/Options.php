<?php
/**
 * Options: a site option.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Conditions\Types;

use GBlocks_Pro\Conditions\Compare;
use GBlocks_Pro\Conditions\Condition_Type;
use GBlocks_Pro\Conditions\Context;
use GBlocks_Pro\Conditions\Simulator\Reasons;

/**
 * The options type. The rule list is a filterable allow-list (gblocks_pro_condition_allowed_options);
 * 'custom' takes an option the administrator types ('option|comparison'). Refused when saving and never
 * read at evaluation: names starting with "_", transients, anything matching
 * pass/secret/key/token/salt/auth/smtp (smtp_pass, wp_mail_smtp…), and a list of core options that
 * describe the site's security (active_plugins, {prefix}user_roles, cron…). Only users with
 * manage_options may save it.
 */
final class Options extends Condition_Type {

	private const OPERATORS = array( 'exists', 'not_exists', 'has_value', 'no_value', 'equals', 'contains', 'not_contains', 'greater_than', 'less_than' );

	/**
	 * Option names that are never read, whatever the pattern says: e-mail and server settings, the
	 * list of plugins, roles and capabilities ({prefix}user_roles), scheduled tasks.
	 */
	private const SECRET_NAMES = array( 'admin_email', 'new_admin_email', 'mailserver_login', 'mailserver_pass', 'mailserver_url', 'mailserver_port', 'recovery_keys', 'db_version', 'initial_db_version', 'cron', 'user_roles', 'active_plugins', 'active_sitewide_plugins', 'recently_activated', 'uninstall_plugins', 'rewrite_rules', 'recovery_mode_email_last_sent', 'auto_plugin_theme_update_emails' );

	/**
	 * Option names that are refused: transients, credentials and mail settings (smtp_pass,
	 * wp_mail_smtp), keys, salts, tokens, sessions, licences, and any {prefix}user_roles.
	 */
	private const SECRET_PATTERN = '/transient|pass|pwd|secret|key|token|salt|auth|smtp|nonce|session|license|credential|private|user_roles$/i';

	/**
	 * Type id.
	 */
	public function name(): string {
		return 'options';
	}

	/**
	 * Label.
	 */
	public function label(): string {
		return __( 'Site Options', 'gblocks-pro' );
	}

	/**
	 * Options hold site settings that may be private: saving needs manage_options.
	 */
	public function requires_manage_options(): bool {
		return true;
	}

	/**
	 * Rules: custom plus the allow-list.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	protected function define_rules(): array {
		$rules = array(
			'custom' => array(
				'label'       => __( 'Custom Option', 'gblocks-pro' ),
				'operators'   => self::OPERATORS,
				'value_type'  => 'custom_field',
				'name_label'  => __( 'Option name', 'gblocks-pro' ),
				'placeholder' => __( 'Option name', 'gblocks-pro' ),
			),
		);
		foreach ( self::allowed() as $option => $label ) {
			$rules[ $option ] = array(
				'label'     => $label,
				'operators' => self::OPERATORS,
			);
		}
		return $rules;
	}

	/**
	 * The allow-list of options offered as rules.
	 *
	 * @return array<string, string> Option name => label.
	 */
	public static function allowed(): array {
		$allowed = array(
			'blogname'        => __( 'Site Title', 'gblocks-pro' ),
			'blogdescription' => __( 'Tagline', 'gblocks-pro' ),
			'timezone_string' => __( 'Timezone', 'gblocks-pro' ),
			'date_format'     => __( 'Date Format', 'gblocks-pro' ),
			'time_format'     => __( 'Time Format', 'gblocks-pro' ),
		);

		/**
		 * Filters the options offered as rules of the options condition type.
		 *
		 * @param array<string, string> $allowed Option name => label.
		 */
		$filtered = (array) apply_filters( 'gblocks_pro_condition_allowed_options', $allowed );
		$result   = array();
		foreach ( $filtered as $option => $label ) {
			if ( ! self::is_secret( (string) $option ) ) {
				$result[ (string) $option ] = (string) $label;
			}
		}
		return $result;
	}

	/**
	 * Whether an option name is secret and must never be read by a condition.
	 *
	 * @param string $option Option name.
	 */
	public static function is_secret( string $option ): bool {
		$secret = str_starts_with( $option, '_' ) || in_array( strtolower( $option ), self::SECRET_NAMES, true ) || (bool) preg_match( self::SECRET_PATTERN, $option );

		/**
		 * Filters whether an option is secret (refused by the options condition type).
		 *
		 * @param bool   $secret Whether the option is secret.
		 * @param string $option Option name.
		 */
		return (bool) apply_filters( 'gblocks_pro_condition_option_is_secret', $secret, $option );
	}

	/**
	 * Refuses secret option names.
	 *
	 * @param string $rule     Rule id.
	 * @param string $operator Operator.
	 * @param string $value    Value.
	 */
	public function value_error( string $rule, string $operator, string $value ): ?string {
		$option = 'custom' === $rule ? Compare::split_custom( $value )[0] : $rule;
		if ( '' !== $option && self::is_secret( $option ) ) {
			/* translators: %s: option name. */
			return sprintf( __( 'The option "%s" holds secret data and cannot be used in a condition.', 'gblocks-pro' ), $option );
		}
		return null;
	}

	/**
	 * Evaluates an option.
	 *
	 * @param string  $rule     custom or an allowed option.
	 * @param string  $operator Operator.
	 * @param string  $value    'option|comparison' or the comparison.
	 * @param Context $context  Unused.
	 */
	public function evaluate( string $rule, string $operator, string $value, Context $context ): bool { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundAfterLastUsed -- Common signature.
		if ( 'custom' === $rule ) {
			list( $option, $expected ) = Compare::split_custom( $value );
		} elseif ( isset( self::allowed()[ $rule ] ) ) {
			list( $option, $expected ) = array( $rule, $value );
		} else {
			return false;
		}
		if ( '' === $option || self::is_secret( $option ) ) {
			return false;
		}
		$missing = new \stdClass();
		$stored  = get_option( $option, $missing );
		if ( $stored === $missing ) {
			return Compare::values( array(), false, $operator, $expected );
		}
		return Compare::values( array( $stored ), true, $operator, $expected );
	}

	/**
	 * The simulator's sentence for a row of this type (Condition_Type::explain()).
	 *
	 * @param string  $rule     Canonical rule id.
	 * @param string  $operator Operator.
	 * @param string  $value    Value.
	 * @param bool    $result   Whether the row passed.
	 * @param Context $context  The simulated context.
	 */
	public function explain( string $rule, string $operator, string $value, bool $result, Context $context ): string {
		list( $option, $expected ) = 'custom' === $rule ? Compare::split_custom( $value ) : array( $rule, $value );
		if ( '' === $option || self::is_secret( $option ) ) {
			/* translators: %s: option name. */
			$fact = sprintf( __( 'Option "%s" holds secret data and is never read', 'gblocks-pro' ), $option );
		} else {
			$missing = new \stdClass();
			/* translators: %s: option name. */
			$fact = get_option( $option, $missing ) !== $missing ? sprintf( __( 'Option "%s" is set', 'gblocks-pro' ), $option ) : sprintf( __( 'Option "%s" is not set', 'gblocks-pro' ), $option );
		}
		return Reasons::sentence( $fact, Reasons::wants_value( $operator, $expected ) );
	}

	/**
	 * A new row starts with "equals".
	 */
	protected function default_operator(): string {
		return 'equals';
	}
}
