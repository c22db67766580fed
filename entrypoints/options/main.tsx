import { render } from 'preact';
import { Options } from '@/components/Options';
import '@/components/styles.css';
import '@/components/options.css';

render(<Options />, document.getElementById('app') ?? document.body);
