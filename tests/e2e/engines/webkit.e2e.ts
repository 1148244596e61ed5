/** The main flows in WebKitGTK, Safari's engine (what they are: mainFlows.ts). */
import { describeMainFlows } from './mainFlows';

describeMainFlows('webkit');
