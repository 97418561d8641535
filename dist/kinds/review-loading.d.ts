/** `review` for the commands: loads the kind it reads, and the packet and transcript checks only when given a packet or a transcript. */
import { type Review, type ReviewOptions } from '../postflight/review.js';
export declare function reviewLoading(text: unknown, options?: ReviewOptions): Promise<Review>;
