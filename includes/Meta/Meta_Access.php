<?php
/**
 * Who may read which stored key through dynamic tags and loops (DESIGN §11).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Meta;

/**
 * Meta_Access::refusal() says whether content written by an author may read a key, and if not, the
 * message to show (naming the key). Applied when content is saved (by the user saving it) and again
 * when it renders (by the content's author), so content saved by an administrator and edited later by
 * an author loses what the author may not read.
 *
 * - Never, for anyone: `post_password`, `user_pass`, `user_activation_key`, `session_tokens`, and secret
 *   options (names starting with `_`, transients, anything matching pass/secret/key/token/salt/auth/smtp/
 *   nonce/session/license/credential/private, and core options describing the site's security: admin
 *   e-mail, mail server, active plugins, roles, cron…). Filter `gblocks_pro_meta_key_is_secret`.
 * - Authors with `manage_options`: every other key. Which USER the key is read of is not decided here:
 *   another user's data beyond the safe list also needs edit_user on that user (User_Data_Access, which
 *   every reader of user data asks; on a network a site administrator has manage_options but not
 *   edit_user on the super admin).
 * - Other authors: keys starting with `_` are refused (protected meta of every object type); user meta
 *   only from a safe list (filter `gblocks_pro_safe_user_meta`: first_name, last_name, nickname,
 *   description, display_name, user_url, user_nicename); options only from an allow-list (filter
 *   `gblocks_pro_allowed_options`: blogname, blogdescription, siteurl, home, timezone_string,
 *   date_format, time_format, start_of_week).
 * - Term meta, besides the key rules: only of terms of a public taxonomy (is_taxonomy_viewable), or of
 *   a taxonomy whose terms the author can manage (its manage_terms capability): term_refusal().
 */
final class Meta_Access {

	/**
	 * Keys no dynamic tag ever outputs, whatever the object type.
	 */
	private const NEVER = array( 'post_password', 'user_pass', 'user_activation_key', 'session_tokens' );

	/**
	 * Option names that describe the site's security or mail setup: never read.
	 */
	private const SECRET_OPTIONS = array( 'admin_email', 'new_admin_email', 'mailserver_login', 'mailserver_pass', 'mailserver_url', 'mailserver_port', 'recovery_keys', 'db_version', 'initial_db_version', 'cron', 'user_roles', 'active_plugins', 'active_sitewide_plugins', 'recently_activated', 'uninstall_plugins', 'rewrite_rules', 'recovery_mode_email_last_sent', 'auto_plugin_theme_update_emails' );

	/**
	 * Option names that are secret by their shape.
	 */
	private const SECRET_OPTION_PATTERN = '/transient|pass|pwd|secret|key|token|salt|auth|smtp|nonce|session|license|credential|private|user_roles$/i';

	/**
	 * Null when content written by the author may read the key; else the refusal message naming it.
	 *
	 * @param string $object_type 'post', 'user', 'term' or 'option'.
	 * @param string $key         Meta key or option name.
	 * @param int    $author_id   The content's author (0: unknown, treated as without manage_options).
	 */
	public static function refusal( string $object_type, string $key, int $author_id ): ?string {
		return self::refusal_for( $object_type, $key, self::is_privileged( $author_id ) );
	}

	/**
	 * The same answer as refusal() when the caller already knows whether the author has manage_options
	 * (a renderer asking for many keys of one author).
	 *
	 * @param string $object_type 'post', 'user', 'term' or 'option'.
	 * @param string $key         Meta key or option name.
	 * @param bool   $privileged  Whether the author has manage_options.
	 */
	public static function refusal_for( string $object_type, string $key, bool $privileged ): ?string {
		if ( self::is_secret( $object_type, $key ) ) {
			return self::message( $key );
		}
		if ( $privileged ) {
			return null;
		}
		if ( str_starts_with( $key, '_' ) ) {
			return self::message( $key );
		}
		if ( 'user' === $object_type && ! in_array( $key, self::safe_user_meta(), true ) ) {
			return self::message( $key );
		}
		if ( 'option' === $object_type && ! in_array( $key, self::allowed_options(), true ) ) {
			return self::message( $key );
		}
		return null;
	}

	/**
	 * Null when content written by the author may read the meta of the term (its taxonomy is public, or
	 * the author can manage its terms); else the refusal message naming the taxonomy.
	 *
	 * @param \WP_Term $term      The term.
	 * @param int|null $author_id The content's author; null: trusted code (a theme file), which may.
	 */
	public static function term_refusal( \WP_Term $term, ?int $author_id ): ?string {
		if ( null === $author_id || is_taxonomy_viewable( $term->taxonomy ) ) {
			return null;
		}
		$taxonomy = get_taxonomy( $term->taxonomy );
		if ( $taxonomy instanceof \WP_Taxonomy && $author_id > 0 && user_can( $author_id, $taxonomy->cap->manage_terms ) ) {
			return null;
		}
		/* translators: %s: taxonomy name, e.g. nav_menu. */
		return sprintf( __( 'The terms of the taxonomy "%s" are not public: only users who can manage them may read their meta.', 'gblocks-pro' ), $term->taxonomy );
	}

	/**
	 * Whether a key is never read, whoever the author is.
	 *
	 * @param string $object_type 'post', 'user', 'term' or 'option'.
	 * @param string $key         Meta key or option name.
	 */
	public static function is_secret( string $object_type, string $key ): bool {
		$lower  = strtolower( $key );
		$secret = in_array( $lower, self::NEVER, true );
		if ( ! $secret && 'option' === $object_type ) {
			$secret = str_starts_with( $key, '_' ) || in_array( $lower, self::SECRET_OPTIONS, true ) || (bool) preg_match( self::SECRET_OPTION_PATTERN, $key );
		}

		/**
		 * Filters whether a key is secret: never output by a dynamic tag or a loop, for any author.
		 *
		 * @param bool   $secret      Whether the key is secret.
		 * @param string $object_type 'post', 'user', 'term' or 'option'.
		 * @param string $key         Meta key or option name.
		 */
		return (bool) apply_filters( 'gblocks_pro_meta_key_is_secret', $secret, $object_type, $key );
	}

	/**
	 * User meta that authors without manage_options may read.
	 *
	 * @return string[]
	 */
	public static function safe_user_meta(): array {
		$safe = array( 'first_name', 'last_name', 'nickname', 'description', 'display_name', 'user_url', 'user_nicename' );

		/**
		 * Filters the user meta keys that content by authors without manage_options may read.
		 *
		 * @param string[] $safe Meta keys.
		 */
		return array_values( array_filter( (array) apply_filters( 'gblocks_pro_safe_user_meta', $safe ), 'is_string' ) );
	}

	/**
	 * Options that authors without manage_options may read (secret options are refused even when listed).
	 *
	 * @return string[]
	 */
	public static function allowed_options(): array {
		$allowed = array( 'blogname', 'blogdescription', 'siteurl', 'home', 'timezone_string', 'date_format', 'time_format', 'start_of_week' );

		/**
		 * Filters the options that content by authors without manage_options may read.
		 *
		 * @param string[] $allowed Option names.
		 */
		return array_values( array_filter( (array) apply_filters( 'gblocks_pro_allowed_options', $allowed ), 'is_string' ) );
	}

	/**
	 * Whether an author has manage_options (unknown authors do not).
	 *
	 * @param int $author_id User id.
	 */
	public static function is_privileged( int $author_id ): bool {
		return $author_id > 0 && user_can( $author_id, 'manage_options' );
	}

	/**
	 * The refusal message naming a key.
	 *
	 * @param string $key The key.
	 */
	private static function message( string $key ): string {
		/* translators: %s: meta key or option name, e.g. _secret. */
		return sprintf( __( 'The dynamic tag key "%s" is not allowed.', 'gblocks-pro' ), $key );
	}
}
