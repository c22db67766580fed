import { render } from 'preact';
import { Players } from '@/components/Players';
import '@/components/styles.css';
import '@/components/record.css';

render(<Players />, document.getElementById('app') ?? document.body);
