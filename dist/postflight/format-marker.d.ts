/** Apart from the instructions themselves, so that the hook finds them in a brief without loading the schemas they are written from. */
/**
 * The first words of the instructions. A hook can look for it in a child's
 * brief to require the contract only of children that were asked for it.
 */
export declare const formatInstructionsMarker = "Return format (handback):";
