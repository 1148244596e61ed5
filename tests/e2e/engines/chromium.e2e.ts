/** The main flows in Chromium, through the same driver interface (what they are: mainFlows.ts). */
import { describeMainFlows } from './mainFlows';

describeMainFlows('chromium');
