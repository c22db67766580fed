import { render } from 'preact';
import { Popup } from '@/components/Popup';
import '@/components/styles.css';
import '@/components/popup.css';

render(<Popup />, document.getElementById('app') ?? document.body);
