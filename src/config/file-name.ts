/** File name looked up from each linted file's directory upward. */
export const configFileName = 'handback.config.json'
