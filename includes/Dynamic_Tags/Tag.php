<?php
/**
 * One dynamic tag found in a text: its name and options.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Dynamic_Tags;

/**
 * A parsed `{{name key:value|flag}}`: options are name => value, a flag (an option without a value) is
 * true. Values are unescaped (`\|` → `|`, `\:` → `:`, `\\` → `\`).
 */
final class Tag {

	/**
	 * The tag as it was written, braces included.
	 *
	 * @var string
	 */
	public string $raw;

	/**
	 * Tag name, e.g. post_meta.
	 *
	 * @var string
	 */
	public string $name;

	/**
	 * Options by name.
	 *
	 * @var array<string, string|true>
	 */
	public array $options;

	/**
	 * Byte offset of the tag in the text it was found in.
	 *
	 * @var int
	 */
	public int $offset;

	/**
	 * A tag.
	 *
	 * @param string                     $raw     The tag as written.
	 * @param string                     $name    Tag name.
	 * @param array<string, string|true> $options Options.
	 * @param int                        $offset  Byte offset.
	 */
	public function __construct( string $raw, string $name, array $options, int $offset = 0 ) {
		$this->raw     = $raw;
		$this->name    = $name;
		$this->options = $options;
		$this->offset  = $offset;
	}

	/**
	 * What identifies the tag whatever its spacing: the name and the options in order (two tags with
	 * the same key read the same thing).
	 */
	public function key(): string {
		$key = $this->name;
		foreach ( $this->options as $name => $value ) {
			$key .= "\0" . $name . ( true === $value ? "\1" : "\2" . $value );
		}
		return $key;
	}

	/**
	 * An option as a string ('' when missing; a flag gives '').
	 *
	 * @param string $name Option name.
	 */
	public function option( string $name ): string {
		$value = $this->options[ $name ] ?? '';
		return is_string( $value ) ? $value : '';
	}

	/**
	 * Whether an option is set and not false-like (a flag, or a value other than false/0/no/off/'').
	 *
	 * @param string $name    Option name.
	 * @param bool   $default When the option is missing.
	 */
	public function flag( string $name, bool $default = false ): bool {
		if ( ! array_key_exists( $name, $this->options ) ) {
			return $default;
		}
		$value = $this->options[ $name ];
		return true === $value || ! in_array( strtolower( trim( $value ) ), array( '', 'false', '0', 'no', 'off' ), true );
	}
}
