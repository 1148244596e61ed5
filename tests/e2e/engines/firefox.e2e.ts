/** The main flows in Firefox ESR (what they are: mainFlows.ts). */
import { describeMainFlows } from './mainFlows';

describeMainFlows('firefox');
